# Mistake: "A sequence may be empty ... \"input_ids\": (B, L) int64" — building the rows as Python lists and calling torch.tensor on them gives float32 input_ids when every sequence of the batch is empty (L == 0: torch.tensor([[], []]) is float32)
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(tokens) for tokens, _ in batch)
    width = -(-longest // multiple_of) * multiple_of
    rows, mask = [], []
    for tokens, _ in batch:
        n = len(tokens)
        rows.append(tokens.tolist() + [pad_id] * (width - n))
        mask.append([True] * n + [False] * (width - n))
    return {"input_ids": torch.tensor(rows),
            "attention_mask": torch.tensor(mask, dtype=torch.bool).reshape(len(batch), width),
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.int64),
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
