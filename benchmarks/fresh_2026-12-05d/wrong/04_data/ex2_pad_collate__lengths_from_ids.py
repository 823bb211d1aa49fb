# Mistake: "`"lengths"`: `(B,)` `int64`, the original lengths" — the lengths (and the mask built from them) are recounted from the padded ids as the number of non-pad tokens, so a real token equal to `pad_id` (ids -3..9 with pad_id 0) shortens the length and the mask.
def pad_collate(batch, pad_id=0, multiple_of=1):
    width = max(t.shape[0] for t, _ in batch)
    width = (width + multiple_of - 1) // multiple_of * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        ids[row, :tokens.shape[0]] = tokens
    lengths = (ids != pad_id).sum(dim=1)
    mask = torch.arange(width).expand(len(batch), width) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
