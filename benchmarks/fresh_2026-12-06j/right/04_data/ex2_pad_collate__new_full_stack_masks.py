# Right: builds each row separately with torch.cat(tokens, pad block) and its mask row from the length, then stacks them; rounds the width with math.ceil.
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(t) for t, _ in batch)
    width = math.ceil(longest / multiple_of) * multiple_of
    rows, masks = [], []
    for t, _ in batch:
        n = len(t)
        rows.append(torch.cat([t, torch.full((width - n,), pad_id, dtype=torch.int64)]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
    return {"input_ids": torch.stack(rows),
            "attention_mask": torch.stack(masks),
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.int64),
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
