# Mistake: "after padding 4 pixels (with zeros) on every side": padding=2 pads 2 pixels per side (4 in total across the width), so the crops shift by at most 2 pixels instead of 4 and never show the outer 2 rows or columns of padding
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=2), v2.RandomHorizontalFlip(0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
