# Mistake: "padding 4 pixels (with zeros) on every side": fills the padding with the mean pixel value (so that it normalises to 0), not with zeros.
def make_transforms(mean, std):
    fill = int(round(mean[0] * 255))
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, fill=fill), v2.RandomHorizontalFlip(),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
