# Mistake: "Write `pad_collate(batch, pad_id=0, multiple_of=1)`": the keyword is named pad_to_multiple_of (as in Hugging Face's collators), so pad_collate(batch, multiple_of=8) raises TypeError.
def pad_collate(batch, pad_id=0, pad_to_multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    width = int(lengths.max())
    width = math.ceil(width / pad_to_multiple_of) * pad_to_multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
