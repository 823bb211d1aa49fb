# Mistake: "`L` is the longest sequence in this batch, rounded up to a multiple of `multiple_of`" — adds `multiple_of - longest % multiple_of`, a whole extra multiple when the longest is already a multiple (multiple_of=1 pads every batch one column too wide)
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    L = longest + (multiple_of - longest % multiple_of)
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(L).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
