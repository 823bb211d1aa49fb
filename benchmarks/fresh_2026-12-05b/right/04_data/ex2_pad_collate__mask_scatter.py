# Right: build the mask from the lengths with one broadcast, then write all tokens at once with boolean-mask assignment from torch.cat.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.numel() for t in tokens], dtype=torch.int64)
    width = int(lengths.max())
    width = ((width + multiple_of - 1) // multiple_of) * multiple_of
    mask = torch.arange(width, dtype=torch.int64).unsqueeze(0) < lengths.unsqueeze(1)
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    ids[mask] = torch.cat([t.to(torch.int64) for t in tokens])
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
