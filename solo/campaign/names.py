"""Campaign names: safe folder names inside `<home>/journals/`.

>>> check_name("  El tren de Andral ")
'El tren de Andral'
"""

from __future__ import annotations

import re
import unicodedata

from solo.errors import CampaignError

MAX_LENGTH = 64
_ALLOWED = re.compile(r"[\w][\w .,'()-]*", re.UNICODE)


def check_name(name: str) -> str:
    """Return the trimmed name, or raise if it could leave the journals folder."""
    cleaned = unicodedata.normalize("NFC", name.strip())
    if not cleaned:
        raise CampaignError("campaign.name.empty")
    if len(cleaned) > MAX_LENGTH:
        raise CampaignError("campaign.name.long", max=MAX_LENGTH)
    if "\x00" in cleaned or "/" in cleaned or "\\" in cleaned or cleaned.startswith("."):
        raise CampaignError("campaign.name.unsafe", name=cleaned.replace("\x00", "\\0"))
    if not _ALLOWED.fullmatch(cleaned) or cleaned.endswith("."):
        raise CampaignError("campaign.name.unsafe", name=cleaned)
    return cleaned
