# Mistake: "or longer than MAX_LEN (nothing is cut: L is still the batch's longest)" — the mask is cut from positions precomputed once up to MAX_LEN, so a batch holding a 600-token sequence gets a (B, 512) mask next to (B, 600) input_ids
_POSITIONS = torch.arange(MAX_LEN)          # computed once, reused by every batch


def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :tokens.numel()] = tokens
    attention_mask = _POSITIONS[:width].unsqueeze(0) < lengths.unsqueeze(1)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
