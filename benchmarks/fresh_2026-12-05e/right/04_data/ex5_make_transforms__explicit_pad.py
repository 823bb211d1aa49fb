# Right: an explicit v2.Pad(4) with zero fill followed by RandomCrop(28) without padding is the same window distribution; the flip at p=0.5; eval_tf is deterministic
def make_transforms(mean, std):
    tail = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(tuple(mean), tuple(std))]
    train_tf = v2.Compose([v2.ToImage(), v2.Pad(padding=4, fill=0), v2.RandomCrop(28),
                           v2.RandomHorizontalFlip(0.5), *tail])
    eval_tf = v2.Compose([v2.ToImage(), *tail])
    return train_tf, eval_tf
