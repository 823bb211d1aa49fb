# Right: builds each padded row and mask row separately with torch.cat and stacks them, rounding the width with integer arithmetic.
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(int(tokens.numel()) for tokens, _ in batch)
    width = (longest + multiple_of - 1) // multiple_of * multiple_of
    rows, masks = [], []
    for tokens, _ in batch:
        n = int(tokens.numel())
        rows.append(torch.cat([tokens.to(torch.int64), torch.full((width - n,), pad_id, dtype=torch.int64)]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
    return {
        "input_ids": torch.stack(rows),
        "attention_mask": torch.stack(masks),
        "lengths": torch.tensor([int(t.numel()) for t, _ in batch], dtype=torch.int64),
        "labels": torch.tensor([label for _, label in batch], dtype=torch.int64),
    }
