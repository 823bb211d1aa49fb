# Mistake: "token ids and labels are any int64 values (above 2**31 too), pad_id any integer from -2**31 to 2**31 - 1": the padded matrix is built as a float32 tensor (torch.ones * pad_id) and cast to int64 at the end, so pad_id 2**31 - 1 becomes 2**31 and ids above 2**24 are rounded.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    L = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.ones(len(batch), L) * pad_id
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
    attention_mask = torch.arange(L)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids.long(), "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
