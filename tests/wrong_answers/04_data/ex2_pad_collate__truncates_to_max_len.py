# Diagnosis: domain-wrong-result
# Pitfall: every sequence cut to MAX_LEN: a longer one loses its tail, and the batch is narrower than its longest sequence.
def pad_collate(batch, pad_id=0, multiple_of=1):
    seqs = [t[:MAX_LEN] for t, _ in batch]
    lengths = torch.tensor([len(s) for s in seqs])
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for r, s in enumerate(seqs):
        ids[r, :len(s)] = s
    return {"input_ids": ids, "attention_mask": torch.arange(width) < lengths[:, None], "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch])}
