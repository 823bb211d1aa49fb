# Mistake: "the rows keep the order of batch (no sorting by length)": sorts the items longest first (as pack_padded_sequence's enforce_sorted wants), which only matches when the batch already arrives in that order (it does in the visible test: lengths 3, 1); a batch with lengths 1, 3 comes back with its rows, lengths and labels swapped.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)   # ready for packing
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    width = int(lengths.max()) if len(tokens) else 0
    width = -(-width // multiple_of) * multiple_of
    input_ids = torch.full((len(tokens), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        input_ids[row, : len(t)] = t
    mask = torch.arange(width) < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
