# Diagnosis: mask-inverted
# Pitfall: the attention mask has the wrong polarity: True on padding, False on real tokens.
def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([len(s) for s in sequences], dtype=torch.long)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, tokens in enumerate(sequences):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width) >= lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
