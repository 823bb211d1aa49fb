# Right: builds each row with torch.cat(tokens, tokens.new_full(...)) and stacks them; the mask is built row by row from the lengths with torch.ones/zeros (never from the ids), width rounded with math.ceil.
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [int(t.numel()) for t, _ in batch]
    width = math.ceil(max(lengths) / multiple_of) * multiple_of
    rows, masks = [], []
    for (tokens, _), n in zip(batch, lengths):
        tokens = tokens.reshape(-1).to(torch.int64)
        rows.append(torch.cat([tokens, torch.full((width - n,), pad_id, dtype=torch.int64)]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
    return {
        "input_ids": torch.stack(rows),
        "attention_mask": torch.stack(masks),
        "lengths": torch.tensor(lengths, dtype=torch.int64),
        "labels": torch.tensor([int(label) for _, label in batch], dtype=torch.int64),
    }
