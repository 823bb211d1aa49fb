# Mistake: "the rows keep the order of `batch` (no sorting by length) ...; leave them unchanged" — sorts the caller's list in place, longest first (ready for pack_padded_sequence), so the rows come out in length order and the caller's batch list is reordered (a batch already in descending order, like [3, 1], looks right).
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch.sort(key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    width = int(lengths.max()) if len(batch) else 0
    width = -(-width // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
