# Mistake: "`"attention_mask"`: `(B, L)` `bool`, `True` at real tokens and `False` at padding" — the mask compares positions with `<=` length, so every padded row gets one extra True at its first padding position (an empty sequence's mask starts with True).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        ids[row, :len(tokens)] = tokens
    positions = torch.arange(width).unsqueeze(0)
    mask = positions <= lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
