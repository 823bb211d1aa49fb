# Right: builds the mask first from the lengths, then fills every real position at once with masked_scatter_ of the concatenated tokens (row-major order puts each sequence in its row), instead of a per-row copy loop.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([int(tokens.numel()) for tokens, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    width = math.ceil(longest / multiple_of) * multiple_of if longest else 0
    attention_mask = torch.arange(width, dtype=torch.int64).unsqueeze(0) < lengths.unsqueeze(1)
    flat = torch.cat([tokens.reshape(-1).to(torch.int64) for tokens, _ in batch])
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    input_ids.masked_scatter_(attention_mask, flat)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
