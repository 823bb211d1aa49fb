# Mistake: "where `L` is the **longest sequence in this batch**, rounded up to a multiple of `multiple_of`" — the width is floored at one multiple ("a zero-width batch breaks the model"), so a batch whose sequences are all empty comes back (B, multiple_of) instead of (B, 0).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int64)
    longest = max(int(lengths.max()), 1)                 # never a zero-width batch
    width = math.ceil(longest / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, : tokens.numel()] = tokens
    attention_mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
