# Right: an explicit v2.Pad(4, fill=0) followed by a RandomCrop(28) (the same as RandomCrop with padding), then the flip; eval only converts, scales and normalises.
def make_transforms(mean, std):
    finish = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=list(mean), std=list(std))]
    train_tf = v2.Compose([v2.ToImage(), v2.Pad(4, fill=0), v2.RandomCrop(28),
                           v2.RandomHorizontalFlip(p=0.5), *finish])
    eval_tf = v2.Compose([v2.ToImage(), *finish])
    return train_tf, eval_tf
