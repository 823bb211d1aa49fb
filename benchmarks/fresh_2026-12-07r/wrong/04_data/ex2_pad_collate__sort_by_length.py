# Mistake: "the rows keep the order of `batch` (no sorting by length)" — sorts the items longest first (ready for pack_padded_sequence), so rows, lengths and labels come back reordered whenever the batch is not already sorted.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.long)
    longest = int(lengths.max()) if len(batch) else 0
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    mask = torch.arange(width) < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
