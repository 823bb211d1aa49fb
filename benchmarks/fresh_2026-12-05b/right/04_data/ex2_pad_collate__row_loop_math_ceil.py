# Right: math.ceil for the width, a row loop copying each sequence into a pad-filled int64 tensor and marking its first `length` positions in a bool mask.
def pad_collate(batch, pad_id=0, multiple_of=1):
    sizes = [len(tokens) for tokens, _ in batch]
    width = math.ceil(max(sizes) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    attention_mask = torch.zeros(len(batch), width, dtype=torch.bool)
    for row, ((tokens, _), size) in enumerate(zip(batch, sizes)):
        input_ids[row, :size].copy_(tokens)
        attention_mask[row, :size] = True
    return {
        "input_ids": input_ids,
        "attention_mask": attention_mask,
        "lengths": torch.tensor(sizes, dtype=torch.int64),
        "labels": torch.tensor([label for _, label in batch], dtype=torch.int64),
    }
