# Mistake: "the rows keep the order of `batch` (no sorting by length)": sorts the items longest first (as pack_padded_sequence likes), so a batch that arrives shortest first comes back reordered.
def pad_collate(batch, pad_id=0, multiple_of=1):
    items = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(tokens) for tokens, _ in items], dtype=torch.int64)
    longest = int(lengths.max()) if len(items) else 0
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(items), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(items):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in items], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask,
            "lengths": lengths, "labels": labels}
