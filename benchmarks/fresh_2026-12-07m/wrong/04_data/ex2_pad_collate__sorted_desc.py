# Mistake: "the rows keep the order of `batch` (no sorting by length)": sorts the items longest first (as pack_padded_sequence wants), so a batch given short-then-long comes back with its rows, lengths and labels reordered.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)   # ready for packing
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
