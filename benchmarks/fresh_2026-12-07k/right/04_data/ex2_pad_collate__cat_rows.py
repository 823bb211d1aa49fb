# Right: builds each row with torch.cat of the tokens and a new_full block of pad_id, and each mask row the same way from ones and zeros, then stacks them (integer ceiling for the width)
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(t) for t, _ in batch)
    width = -(-longest // multiple_of) * multiple_of
    rows, masks = [], []
    for t, _ in batch:
        n = len(t)
        rows.append(torch.cat([t.to(torch.int64), t.new_full((width - n,), pad_id, dtype=torch.int64)]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
    return {
        "input_ids": torch.stack(rows),
        "attention_mask": torch.stack(masks),
        "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.int64),
        "labels": torch.tensor([label for _, label in batch], dtype=torch.int64),
    }
