# Mistake: "some crops show the zero padding (which normalises to `-mean / std`)" — normalises first and pads afterwards, so the padding is 0 in normalised units (a mid-grey), not black
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std),
                           v2.RandomCrop(28, padding=4, fill=0), v2.RandomHorizontalFlip(p=0.5)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
