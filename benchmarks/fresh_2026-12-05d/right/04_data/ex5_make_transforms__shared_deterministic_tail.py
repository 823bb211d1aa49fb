# Right: one deterministic "to input" pipeline (ToImage, ToDtype with scale, Normalize) shared by both; train_tf only prepends the random geometry on the uint8 image (zero-padded RandomCrop, horizontal flip p=0.5), so eval_tf has no random step at all; building draws nothing.
def make_transforms(mean, std):
    to_input = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(list(mean), list(std))])
    augment = v2.Compose([v2.ToImage(), v2.RandomCrop(size=(28, 28), padding=[4, 4, 4, 4], fill=0),
                          v2.RandomHorizontalFlip(p=0.5)])
    train_tf = v2.Compose([augment, to_input])
    eval_tf = to_input
    return train_tf, eval_tf
