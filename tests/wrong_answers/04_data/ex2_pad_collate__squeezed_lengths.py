# Diagnosis: wrong-shape
# Pitfall: squeeze() on lengths and labels: a batch of one item returns 0-d tensors instead of shape (1,).
def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([len(s) for s in sequences]).squeeze()
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, tokens in enumerate(sequences):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width) < lengths.reshape(-1, 1)
    labels = torch.tensor([label for _, label in batch]).squeeze()
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
