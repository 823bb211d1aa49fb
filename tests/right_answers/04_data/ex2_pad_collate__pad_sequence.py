# torch.nn.utils.rnn.pad_sequence, then extra columns for multiple_of with F.pad.
def pad_collate(batch, pad_id=0, multiple_of=1):
    import torch.nn.functional as F
    from torch.nn.utils.rnn import pad_sequence
    tokens, labels = zip(*batch)
    lengths = torch.tensor([t.numel() for t in tokens])
    ids = pad_sequence(list(tokens), batch_first=True, padding_value=pad_id)
    extra = -ids.shape[1] % multiple_of
    ids = F.pad(ids, (0, extra), value=pad_id)
    mask = torch.zeros(ids.shape, dtype=torch.bool)
    for row, n in enumerate(lengths.tolist()):
        mask[row, :n] = True
    return {"input_ids": ids.long(), "attention_mask": mask, "lengths": lengths.long(),
            "labels": torch.tensor(labels, dtype=torch.long)}
