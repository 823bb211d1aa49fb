# Right: builds every row as a Python list (tokens + [pad_id] * gap) and the mask row by row, then converts once with torch.tensor(..., dtype=int64 / bool).
def pad_collate(batch, pad_id=0, multiple_of=1):
    rows = [t.tolist() for t, _ in batch]
    longest = max(len(r) for r in rows)
    width = longest + (multiple_of - longest % multiple_of) % multiple_of
    ids = [r + [pad_id] * (width - len(r)) for r in rows]
    mask = [[True] * len(r) + [False] * (width - len(r)) for r in rows]
    return {
        "labels": torch.tensor([label for _, label in batch], dtype=torch.int64),
        "lengths": torch.tensor([len(r) for r in rows], dtype=torch.int64),
        "attention_mask": torch.tensor(mask, dtype=torch.bool).reshape(len(rows), width),
        "input_ids": torch.tensor(ids, dtype=torch.int64).reshape(len(rows), width),
    }
