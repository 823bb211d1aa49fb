# Mistake: "or longer than `MAX_LEN` (nothing is cut: `L` is still the batch's longest)" — truncates each sequence to MAX_LEN, so a 600-token item comes back with width 512 and length 512.
def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [tokens[:MAX_LEN] for tokens, _ in batch]
    lengths = torch.tensor([len(s) for s in seqs], dtype=torch.long)
    longest = max(len(s) for s in seqs)
    width = math.ceil(longest / multiple_of) * multiple_of
    input_ids = torch.full((len(seqs), width), pad_id, dtype=torch.long)
    for row, s in enumerate(seqs):
        input_ids[row, :len(s)] = s
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
