# Mistake: "the rows keep the order of `batch` (no sorting by length)": the batch is sorted longest first (as pack_padded_sequence likes), so any batch not already in descending length order comes back reordered.
from torch.nn.utils.rnn import pad_sequence

def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.long)
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    extra = (-ids.shape[1]) % multiple_of
    if extra:
        ids = torch.cat([ids, ids.new_full((len(batch), extra), pad_id)], dim=1)
    mask = torch.arange(ids.shape[1]) < lengths[:, None]
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
