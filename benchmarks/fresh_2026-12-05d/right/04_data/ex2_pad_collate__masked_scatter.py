# Right: builds the mask first from the lengths, then writes all the real tokens at once with masked_scatter (row-major order matches the concatenated sequences), so no per-row slicing; every tensor is int64/bool and shaped (B, L).
def pad_collate(batch, pad_id=0, multiple_of=1):
    B = len(batch)
    lengths = torch.tensor([int(t.shape[0]) for t, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    L = ((longest + multiple_of - 1) // multiple_of) * multiple_of
    mask = torch.arange(L, dtype=torch.int64).repeat(B, 1) < lengths.view(B, 1)
    ids = torch.full((B, L), int(pad_id), dtype=torch.int64)
    real = torch.cat([t.reshape(-1).to(torch.int64) for t, _ in batch])
    ids = ids.masked_scatter(mask, real)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
