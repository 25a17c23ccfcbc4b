"""Everything that prints or prompts: the cmd2 shell, renderers, the procedure driver."""
