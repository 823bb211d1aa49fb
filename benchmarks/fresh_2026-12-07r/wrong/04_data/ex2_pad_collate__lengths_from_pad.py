# Mistake: "`"lengths"`: `(B,)` `int64`, the original lengths" — counts the non-pad positions after padding, so a real token equal to pad_id (ids -3..9 with pad_id 0) shortens the length and the mask built from it.
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(tokens) for tokens, _ in batch)
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    lengths = (input_ids != pad_id).sum(dim=1)
    mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
