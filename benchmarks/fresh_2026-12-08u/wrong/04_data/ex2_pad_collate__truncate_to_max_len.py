# Mistake: "or longer than MAX_LEN (nothing is cut: L is still the batch's longest)": the sequences are truncated to the notebook's MAX_LEN (the section's advice against OOM), so a 600-token item comes back 512 wide with length 512.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t[:MAX_LEN] for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.long)
    L = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    for i, t in enumerate(tokens):
        input_ids[i, :len(t)] = t
    attention_mask = torch.arange(L)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
