# Mistake: "or longer than `MAX_LEN` (nothing is cut: `L` is still the batch's longest)": truncates every sequence to MAX_LEN, so a 600-token item comes back cut to 512 with length 512.
def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [tokens[:MAX_LEN] for tokens, _ in batch]
    lengths = torch.tensor([len(s) for s in seqs], dtype=torch.int64)
    longest = max(len(s) for s in seqs)
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(seqs), width), pad_id, dtype=torch.int64)
    for row, s in enumerate(seqs):
        input_ids[row, :len(s)] = s
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask,
            "lengths": lengths, "labels": labels}
