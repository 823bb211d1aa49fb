# Right: pads each row with F.pad (an integer fill value) and stacks them; the width is computed with math.ceil on integers and the mask by comparing an arange with the lengths.
import torch.nn.functional as F
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([tokens.shape[0] for tokens, _ in batch], dtype=torch.int64)
    longest = max(tokens.shape[0] for tokens, _ in batch)
    width = math.ceil(longest / multiple_of) * multiple_of if longest else 0
    rows = [F.pad(tokens.to(torch.int64), (0, width - tokens.shape[0]), value=pad_id) for tokens, _ in batch]
    input_ids = torch.stack(rows)
    attention_mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask,
            "lengths": lengths, "labels": labels}
