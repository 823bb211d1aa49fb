# Right: explicit v2.Pad(4) (fill 0) then RandomCrop(28), flip first; eval with ToImage/ToDtype/Normalize only.
def make_transforms(mean, std):
    scale = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=list(mean), std=list(std))]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomHorizontalFlip(0.5), v2.Pad(4, fill=0),
                           v2.RandomCrop(28), *scale])
    eval_tf = v2.Compose([v2.ToImage(), *scale])
    return train_tf, eval_tf
