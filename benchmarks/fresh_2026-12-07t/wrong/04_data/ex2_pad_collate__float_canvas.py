# Mistake: "token ids and labels are any `int64` values (above `2**31` too), `pad_id` any integer from `-2**31` to `2**31 - 1`": the padded canvas is built as a float32 tensor and cast to int64 at the end, so ids (and pad_ids) beyond 2**24 come back rounded.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    longest = int(lengths.max())
    L = math.ceil(longest / multiple_of) * multiple_of
    input_ids = torch.zeros(len(batch), L) + pad_id
    for row, t in enumerate(tokens):
        input_ids[row, :len(t)] = t
    mask = torch.arange(L).unsqueeze(0) < lengths.unsqueeze(1)
    return {"input_ids": input_ids.long(), "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
