# Mistake: "each sequence followed by `pad_id` up to width `L`" -- pad_sequence pads to the longest with pad_id, but the extra columns added to reach a multiple of multiple_of are F.pad's default 0, so pad_id=-1 with multiple_of=8 leaves zeros at the end of every row.
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    extra = (-ids.shape[1]) % multiple_of
    if extra:
        ids = torch.nn.functional.pad(ids, (0, extra))
    mask = torch.arange(ids.shape[1]) < lengths[:, None]
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
