# Diagnosis: mask-from-values
# Pitfall: the mask is read off the padded values, so a real token equal to pad_id counts as padding.
def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([len(s) for s in sequences], dtype=torch.long)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, tokens in enumerate(sequences):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = input_ids != pad_id
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
