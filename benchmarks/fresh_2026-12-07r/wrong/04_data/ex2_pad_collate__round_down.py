# Mistake: "the longest sequence in this batch, rounded up to a multiple of `multiple_of`" — rounds down with //, so lengths 3 and 1 with multiple_of=2 give width 2 and the longest sequence loses its last token.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.long)
    width = max(len(tokens) for tokens, _ in batch) // multiple_of * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (tokens, _) in enumerate(batch):
        n = min(len(tokens), width)
        input_ids[row, :n] = tokens[:n]
    mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
