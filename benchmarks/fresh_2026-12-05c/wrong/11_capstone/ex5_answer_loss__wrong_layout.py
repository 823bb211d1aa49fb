# Mistake: "mind F.cross_entropy's layout (classes in dimension 1, or flatten)" — passes (B, A, V) logits with (B, A) targets, so cross_entropy reads A as the class dimension: it raises for most shapes and silently computes the wrong loss when answer_len == vocab size
def answer_loss(logits, sequences, answer_len):
    return F.cross_entropy(logits[:, -answer_len:], sequences[:, -answer_len:])
