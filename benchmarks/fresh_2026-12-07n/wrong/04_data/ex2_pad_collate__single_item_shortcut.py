# Mistake: "`L` is the longest sequence in this batch, rounded up to a multiple of `multiple_of`" and "leave them unchanged": a batch of one item takes a "nothing to pad" shortcut, so its width ignores multiple_of (length 5 with multiple_of=8 stays 5 wide), and its input_ids is a view of the caller's own token tensor
import math


def pad_collate(batch, pad_id=0, multiple_of=1):
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    if len(batch) == 1:                                   # one sequence: nothing to pad
        tokens = batch[0][0]
        return {"input_ids": tokens.unsqueeze(0),
                "attention_mask": torch.ones(1, len(tokens), dtype=torch.bool),
                "lengths": torch.tensor([len(tokens)], dtype=torch.long), "labels": labels}
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (t, _) in enumerate(batch):
        ids[row, :len(t)] = t
    mask = torch.arange(width) < lengths[:, None]
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
