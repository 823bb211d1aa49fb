# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side" — RandomCrop(28) of a 28x28 image without padding is no crop at all
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True),
                           v2.RandomCrop(28), v2.RandomHorizontalFlip(p=0.5),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
