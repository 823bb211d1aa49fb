# Diagnosis: wrong-padding
# Pitfall: int32 "to save memory": token ids above 2**31 wrap around, and the prompt asks for int64.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int32)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens.to(torch.int32)
    return {"input_ids": input_ids.long(), "attention_mask": torch.arange(width) < lengths[:, None],
            "lengths": lengths, "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
