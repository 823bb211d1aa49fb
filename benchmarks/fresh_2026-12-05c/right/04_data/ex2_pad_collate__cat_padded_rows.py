# Right: builds each row by concatenating the tokens with a pad_id block of the missing width (no float anywhere), stacks the rows, and builds each mask row from the length
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(tokens) for tokens, _ in batch)
    width = math.ceil(longest / multiple_of) * multiple_of if longest else 0
    rows, masks = [], []
    for tokens, _ in batch:
        n = len(tokens)
        pad = torch.full((width - n,), pad_id, dtype=torch.int64)
        rows.append(torch.cat([tokens.to(torch.int64), pad]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
    return {
        "input_ids": torch.stack(rows),
        "attention_mask": torch.stack(masks),
        "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.int64),
        "labels": torch.tensor([label for _, label in batch], dtype=torch.int64),
    }
