# Right: an explicit v2.Pad(4, fill=0) then v2.RandomCrop(28) (a 28x28 window of the zero-padded image), the flip as RandomApply of a certain flip with p=0.5, and eval_tf holding no random transform at all
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(list(mean), list(std))]
    train_tf = v2.Compose([v2.ToImage(), v2.Pad(4, fill=0), v2.RandomCrop(28),
                           v2.RandomApply([v2.RandomHorizontalFlip(p=1.0)], p=0.5)] + to_float)
    eval_tf = v2.Compose([v2.ToImage()] + [v2.ToDtype(torch.float32, scale=True), v2.Normalize(list(mean), list(std))])
    return train_tf, eval_tf
