# Right: rounds up with negative floor division, fills a torch.full matrix row by row, and builds the mask by comparing arange(L) with the lengths.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    longest = int(lengths.max()) if len(tokens) else 0
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(tokens), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        input_ids[row, :len(t)] = t
    attention_mask = torch.arange(width) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
